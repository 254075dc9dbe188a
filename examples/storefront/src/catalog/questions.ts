import type { Db } from '../db/connection.js';

/** Who wrote an answer: the product's web shop, a shopper, or the storefront's customer service. */
export type AnswerRole = 'shop' | 'shopper' | 'staff';

export interface AnswerRow {
  id: number;
  question_id: number;
  author_name: string;
  author_role: AnswerRole;
  text: string;
  created_at: string;
}

export interface QuestionRow {
  id: number;
  product_id: number;
  /** The variant whose page the question was asked on (its questions page is `/product/{variantId}/questions`). */
  variant_id: number;
  author_name: string;
  text: string;
  created_at: string;
}

export interface Question extends QuestionRow {
  answers: AnswerRow[];
}

/** The answers of the given questions, oldest first (a conversation reads down). */
function answersOf(db: Db, questionIds: number[]): Map<number, AnswerRow[]> {
  const byQuestion = new Map<number, AnswerRow[]>(questionIds.map((id) => [id, []]));
  if (questionIds.length === 0) return byQuestion;
  const rows = db
    .prepare(`SELECT * FROM product_answers WHERE question_id IN (${questionIds.map(() => '?').join(',')}) ORDER BY created_at, id`)
    .all(...questionIds) as AnswerRow[];
  for (const row of rows) byQuestion.get(row.question_id)!.push(row);
  return byQuestion;
}

export function questionCount(db: Db, productId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM product_questions WHERE product_id = ?').get(productId) as { n: number }).n;
}

/** A product's questions, newest first, each with its answers. */
export function questionsOf(db: Db, productId: number): Question[] {
  const rows = db.prepare('SELECT * FROM product_questions WHERE product_id = ? ORDER BY created_at DESC, id DESC').all(productId) as QuestionRow[];
  const answers = answersOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, answers: answers.get(row.id)! }));
}

export function findQuestion(db: Db, id: number): Question | undefined {
  const row = db.prepare('SELECT * FROM product_questions WHERE id = ?').get(id) as QuestionRow | undefined;
  return row ? { ...row, answers: answersOf(db, [row.id]).get(row.id)! } : undefined;
}

export function addQuestion(db: Db, input: { productId: number; variantId: number; userId: number | null; authorName: string; text: string }): number {
  const info = db
    .prepare('INSERT INTO product_questions (product_id, variant_id, user_id, author_name, text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(input.productId, input.variantId, input.userId, input.authorName, input.text, new Date().toISOString());
  return Number(info.lastInsertRowid);
}

export function addAnswer(db: Db, input: { questionId: number; userId: number | null; authorName: string; role: AnswerRole; text: string }): number {
  const info = db
    .prepare('INSERT INTO product_answers (question_id, user_id, author_name, author_role, text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(input.questionId, input.userId, input.authorName, input.role, input.text, new Date().toISOString());
  return Number(info.lastInsertRowid);
}
