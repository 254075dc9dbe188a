/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import { formatCount, routes } from '@etalage/core';
import type { AppEnv } from '../context.js';
import { findVariant, variantPath, type VariantRow } from '../catalog/variants.js';
import { addAnswer, addQuestion, findQuestion, questionsOf, type AnswerRole, type AnswerRow, type Question } from '../catalog/questions.js';
import { isAdminUser } from '../catalog/admin.js';
import { pageConfig } from '../views/layout.js';
import { formatDate } from '../views/content-html.js';
import { Breadcrumbs, notFoundPage, renderPage } from './render.js';
import { Field, readForm } from './auth.js';

/** The form rules of questions and answers: a name to show and a text of a useful length. */
const LIMITS = { name: 60, minText: 10, maxText: 1000 };
const TEXT_HINT = `Minimaal ${LIMITS.minText} en maximaal ${LIMITS.maxText} tekens. Je naam staat erbij; je e-mailadres niet.`;

type Errors = Partial<Record<'name' | 'text', string>>;

function validate(name: string, text: string, kind: 'vraag' | 'antwoord'): Errors {
  const errors: Errors = {};
  if (!name) errors.name = 'Vul je naam in.';
  else if (name.length > LIMITS.name) errors.name = `Je naam is te lang: gebruik maximaal ${LIMITS.name} tekens.`;
  if (!text) errors.text = `Vul je ${kind} in.`;
  else if (text.length < LIMITS.minText) errors.text = `Je ${kind} is te kort: gebruik minimaal ${LIMITS.minText} tekens.`;
  else if (text.length > LIMITS.maxText) errors.text = `Je ${kind} is te lang: gebruik maximaal ${LIMITS.maxText} tekens.`;
  return errors;
}

/** The submitted name and text, trimmed (inner white space of the text kept: it may have paragraphs). */
async function submitted(c: Context<AppEnv>) {
  const form = await readForm(c);
  return { name: (form.name ?? '').trim(), text: (form.text ?? '').trim() };
}

const authorLabel = (answer: AnswerRow, shopName: string) =>
  answer.author_role === 'shop' ? `${answer.author_name} van ${shopName}` : answer.author_role === 'staff' ? `${answer.author_name}, klantenservice` : answer.author_name;

function Answers({ answers, shopName }: { answers: AnswerRow[]; shopName: string }) {
  if (answers.length === 0) return <p class="review-meta">Nog geen antwoord.</p>;
  return (
    <div class="qa-answers">
      {answers.map((answer) => (
        <div class="review-reply" id={`antwoord-${answer.id}`}>
          <p class="review-meta">
            Antwoord van <span class="review-author">{authorLabel(answer, shopName)}</span>
            {answer.author_role === 'shop' ? ' (webshop)' : ''} op <time datetime={answer.created_at}>{formatDate(answer.created_at)}</time>
          </p>
          <p>{answer.text}</p>
        </div>
      ))}
    </div>
  );
}

/** One question with its answers; on the product's list it links to its own page, where it can be answered. */
function QuestionView({ question, shopName, heading, answerLink }: { question: Question; shopName: string; heading: 'h2' | 'h3'; answerLink: boolean }) {
  const Heading = heading;
  return (
    <article class="review qa-question" id={`vraag-${question.id}`}>
      <Heading class="qa-question-text">{question.text}</Heading>
      <p class="review-meta">
        Gevraagd door {question.author_name} op <time datetime={question.created_at}>{formatDate(question.created_at)}</time>
      </p>
      <Answers answers={question.answers} shopName={shopName} />
      {answerLink ? (
        <p>
          <a href={routes.questionAnswer(question.id)}>
            {question.answers.length ? 'Antwoorden lezen of zelf antwoorden' : 'Beantwoord deze vraag'}
            <span class="visually-hidden">: {question.text}</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}

/**
 * Both forms (ask a question, answer one): a no-JavaScript POST with the name and text fields, their Dutch errors and
 * the values sent (or the logged-in user's first name), and the submit button.
 */
function PostForm(props: { c: Context<AppEnv>; action: string; idPrefix: string; textLabel: string; submit: string; state: QuestionsState }) {
  const values = props.state.values ?? { name: defaultName(props.c), text: '' };
  const errors = props.state.errors ?? {};
  const first = Object.keys(errors)[0];
  return (
    <form method="post" action={props.action} class="form" novalidate>
      {first ? (
        <p class="form-alert" role="alert">
          Controleer de gemarkeerde velden.
        </p>
      ) : null}
      <Field id={`${props.idPrefix}-name`} label="Je naam" name="name" value={values.name} autocomplete="nickname" error={errors.name} autofocus={first === 'name'} />
      <Field id={`${props.idPrefix}-text`} label={props.textLabel} name="text" value={values.text} rows={5} hint={TEXT_HINT} error={errors.text} autofocus={first === 'text'} />
      <button class="button button--primary" type="submit">
        {props.submit}
      </button>
    </form>
  );
}

const defaultName = (c: Context<AppEnv>) => c.get('user')?.first_name ?? '';

function productCrumbs(row: VariantRow, last: { name: string; url?: string }[]) {
  return [{ name: 'Home', url: '/' }, { name: row.category_name, url: `/producten/${row.category_slug}` }, { name: row.name, url: variantPath(row) }, ...last];
}

interface QuestionsState {
  values?: { name: string; text: string };
  errors?: Errors;
  status?: 200 | 422;
}

function renderQuestions(c: Context<AppEnv>, row: VariantRow, state: QuestionsState = {}) {
  const questions = questionsOf(c.get('deps').db, row.product_id);
  // The redirect after asking names the new question: the confirmation shows only for a question of this product.
  const asked = Number(c.req.query('gesteld'));
  const confirmed = questions.some((q) => q.id === asked);
  return renderPage(
    c,
    { title: `Vragen over ${row.name}`, status: state.status },
    <div class="container narrow">
      <Breadcrumbs items={productCrumbs(row, [{ name: 'Vragen' }])} />
      <h1>Vragen over {row.name}</h1>
      {confirmed ? (
        <p class="notice" role="status">
          Bedankt! Je vraag is geplaatst. De webshop en andere bezoekers kunnen hem nu beantwoorden.
        </p>
      ) : null}
      <section aria-labelledby="questions-list-title">
        <h2 id="questions-list-title">{questions.length ? `${formatCount(questions.length)} ${questions.length === 1 ? 'vraag' : 'vragen'}` : 'Nog geen vragen'}</h2>
        {questions.length ? (
          <div class="reviews qa-list">
            {questions.map((question) => (
              <QuestionView question={question} shopName={row.eshop_name} heading="h3" answerLink />
            ))}
          </div>
        ) : (
          <p>Er zijn nog geen vragen gesteld over dit product. Stel hieronder als eerste je vraag.</p>
        )}
      </section>
      <section aria-labelledby="ask-title">
        <h2 id="ask-title">Stel een vraag</h2>
        <p>Over de maat, het materiaal of de levering? De webshop en andere kopers helpen je verder.</p>
        <PostForm c={c} action={routes.variantQuestions(row.id)} idPrefix="question" textLabel="Je vraag" submit="Vraag plaatsen" state={state} />
      </section>
      <p>
        <a href={variantPath(row)}>Terug naar het product</a>
      </p>
    </div>,
  );
}

/** `/product/{variantId}/questions`: the product's questions with their answers, and the form to ask one. */
export function questionsPage(c: Context<AppEnv>, variantId: number) {
  const row = findVariant(c.get('deps').db, variantId);
  return row ? renderQuestions(c, row) : notFoundPage(c);
}

/** Stores a question and goes back to the list (303), which confirms it; invalid fields answer 422 with the form. */
export async function questionSubmit(c: Context<AppEnv>, variantId: number) {
  const db = c.get('deps').db;
  const row = findVariant(db, variantId);
  if (!row) return notFoundPage(c);
  const values = await submitted(c);
  const errors = validate(values.name, values.text, 'vraag');
  if (Object.keys(errors).length) return renderQuestions(c, row, { values, errors, status: 422 });
  const id = addQuestion(db, { productId: row.product_id, variantId: row.id, userId: c.get('user')?.id ?? null, authorName: values.name, text: values.text });
  return c.redirect(`${routes.variantQuestions(row.id)}?gesteld=${id}#vraag-${id}`, 303);
}

/** The role an answer is shown with: the product's own web shop, the storefront's staff, or a shopper. */
function answerRole(c: Context<AppEnv>, row: VariantRow): AnswerRole {
  const user = c.get('user');
  if (user?.is_eshop && user.eshop_id === row.eshop_id) return 'shop';
  if (isAdminUser(user, pageConfig.project)) return 'staff';
  return 'shopper';
}

function renderAnswer(c: Context<AppEnv>, question: Question, row: VariantRow, state: QuestionsState = {}) {
  const answered = Number(c.req.query('beantwoord'));
  const confirmed = question.answers.some((a) => a.id === answered);
  return renderPage(
    c,
    { title: `Vraag over ${row.name}`, status: state.status },
    <div class="container narrow">
      <Breadcrumbs items={productCrumbs(row, [{ name: 'Vragen', url: routes.variantQuestions(row.id) }, { name: 'Vraag' }])} />
      <h1>Vraag over {row.name}</h1>
      {confirmed ? (
        <p class="notice" role="status">
          Bedankt! Je antwoord is geplaatst.
        </p>
      ) : null}
      <QuestionView question={question} shopName={row.eshop_name} heading="h2" answerLink={false} />
      <section aria-labelledby="answer-title">
        <h2 id="answer-title">Beantwoord deze vraag</h2>
        <p>Heb je dit product zelf? Deel je ervaring, zodat anderen een goede keuze kunnen maken.</p>
        <PostForm c={c} action={routes.questionAnswer(question.id)} idPrefix="answer" textLabel="Je antwoord" submit="Antwoord plaatsen" state={state} />
      </section>
      <ul class="link-list">
        <li>
          <a href={routes.variantQuestions(row.id)}>Alle vragen over dit product</a>
        </li>
        <li>
          <a href={variantPath(row)}>Terug naar het product</a>
        </li>
      </ul>
    </div>,
  );
}

function questionWithVariant(c: Context<AppEnv>, questionId: number) {
  const db = c.get('deps').db;
  const question = findQuestion(db, questionId);
  const row = question ? findVariant(db, question.variant_id) : undefined;
  return question && row ? { question, row } : undefined;
}

/** `/pqa/answer/{questionId}`: the question, its answers and the form to answer it; 404 for an unknown question. */
export function answerPage(c: Context<AppEnv>, questionId: number) {
  const found = questionWithVariant(c, questionId);
  return found ? renderAnswer(c, found.question, found.row) : notFoundPage(c);
}

/** Stores an answer and shows the question again (303), which confirms it; invalid fields answer 422 with the form. */
export async function answerSubmit(c: Context<AppEnv>, questionId: number) {
  const found = questionWithVariant(c, questionId);
  if (!found) return notFoundPage(c);
  const values = await submitted(c);
  const errors = validate(values.name, values.text, 'antwoord');
  if (Object.keys(errors).length) return renderAnswer(c, found.question, found.row, { values, errors, status: 422 });
  const id = addAnswer(c.get('deps').db, { questionId, userId: c.get('user')?.id ?? null, authorName: values.name, role: answerRole(c, found.row), text: values.text });
  return c.redirect(`${routes.questionAnswer(questionId)}?beantwoord=${id}#antwoord-${id}`, 303);
}
