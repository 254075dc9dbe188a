import type { Db } from '../db/connection.js';
import { Random } from './random.js';
import { reviewPhrases } from './catalogue-data.js';
import { FURNITURE_GROUPS, furnitureQuestions, generalQuestions, groupQuestions, HET_NOUNS, shopAgents, staffAgents, type QuestionTemplate } from './question-data.js';
import { SEED, SEED_DAY } from './seed.js';

/** About this share of the products has questions, 1 to 3 each. */
const SHARE_WITH_QUESTIONS = 0.4;
const DAY_MS = 86_400_000;

interface ProductFacts {
  product_id: number;
  variant_ids: string;
  noun_name: string;
  material: string;
  category_group: string;
}

function fill(text: string, noun: string, material: string): string {
  const het = HET_NOUNS.has(noun);
  return text
    .replaceAll('{noun}', noun.toLowerCase())
    .replaceAll('{de}', het ? 'het' : 'de')
    .replaceAll('{deze}', het ? 'dit' : 'deze')
    .replaceAll('{material}', material.toLowerCase());
}

/**
 * Product questions and answers (spec §2 `/product/{variantId}/questions`, `/pqa/answer/{questionId}`) for a good
 * share of the products. A random stream of its own (the catalogue stays as it was) and added once, also to a
 * database seeded before questions existed.
 */
export function seedProductQuestions(db: Db): void {
  if ((db.prepare('SELECT COUNT(*) AS n FROM product_questions').get() as { n: number }).n > 0) return;
  const rnd = new Random(SEED + 2);
  // The noun is the product name's first word ("Bank Oslo" → "Bank"; "Tv-meubel Nova" → "Tv-meubel").
  const products = db
    .prepare(
      `SELECT p.id AS product_id, group_concat(v.id) AS variant_ids, substr(p.name, 1, instr(p.name, ' ') - 1) AS noun_name,
        MIN(v.material) AS material, g.name AS category_group
       FROM products p JOIN variants v ON v.product_id = p.id JOIN categories c ON c.id = p.category_id JOIN categories g ON g.id = c.parent_id
       GROUP BY p.id ORDER BY p.id`,
    )
    .all() as ProductFacts[];
  const insertQuestion = db.prepare('INSERT INTO product_questions (product_id, variant_id, author_name, text, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertAnswer = db.prepare('INSERT INTO product_answers (question_id, author_name, author_role, text, created_at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const product of products) {
      if (!rnd.chance(SHARE_WITH_QUESTIONS)) continue;
      const pool: QuestionTemplate[] = [
        ...generalQuestions,
        ...(FURNITURE_GROUPS.has(product.category_group) ? furnitureQuestions : []),
        ...(groupQuestions[product.category_group] ?? []),
      ];
      const variantIds = product.variant_ids.split(',').map(Number).sort((a, b) => a - b);
      for (const template of rnd.sample(pool, rnd.int(1, 3))) {
        const askedDay = -rnd.int(10, 500);
        const asked = new Date(SEED_DAY + askedDay * DAY_MS + rnd.int(8, 22) * 3_600_000).toISOString();
        const questionId = Number(
          insertQuestion.run(product.product_id, rnd.pick(variantIds), rnd.pick(reviewPhrases.nickNames), fill(template.question, product.noun_name, product.material), asked)
            .lastInsertRowid,
        );
        // About one question in six is still open; the others get their first answers.
        const answers = rnd.chance(1 / 6) ? [] : template.answers.slice(0, rnd.int(1, template.answers.length));
        // Each answer a few hours to two days after the one before, so that they read in the template's order.
        let answered = Date.parse(asked);
        for (const answer of answers) {
          const name = answer.role === 'shop' ? rnd.pick(shopAgents) : answer.role === 'staff' ? rnd.pick(staffAgents) : rnd.pick(reviewPhrases.nickNames);
          answered += rnd.int(3, 48) * 3_600_000;
          insertAnswer.run(questionId, name, answer.role, fill(answer.text, product.noun_name, product.material), new Date(answered).toISOString());
        }
      }
    }
  })();
}
