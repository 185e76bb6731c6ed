import { type RegistrationQuestion, registrationRequestSchema } from '@chapterhouse/shared';
import { z } from 'zod';
import {
  answerField,
  type RegistrationFieldErrors,
  type RegistrationFormValues,
} from './registration-answers';

// Loaded on the registration form's first submit only (with zod and the shared schemas): the
// event page's JavaScript budget has no room for them up front.

const ANSWER_MAX = 500;

/** One question's answer as the form holds it (text): required ones must be given. */
function answerSchema(question: RegistrationQuestion) {
  const text = z.string().trim().max(ANSWER_MAX, `Keep an answer under ${ANSWER_MAX} characters`);
  if (!question.required) return text;
  return text.min(1, question.kind === 'text' ? 'Answer this question' : 'Choose an answer');
}

/**
 * The API's own request schema (name, e-mail, member number, the trap field), with the answers
 * checked against this event's questions, as the form holds them.
 */
export function registrationFormSchema(questions: readonly RegistrationQuestion[]) {
  return registrationRequestSchema.extend({
    answers: z.object(
      Object.fromEntries(
        questions.map((question) => [answerField(question.id), answerSchema(question)]),
      ),
    ),
  });
}

/**
 * The form's values checked as the browser checks them, for the event page's action: the first
 * message of each field by its name in the form (`answers.q-1`).
 */
export function checkRegistrationForm(
  values: RegistrationFormValues,
  questions: readonly RegistrationQuestion[],
): { ok: true } | { ok: false; errors: RegistrationFieldErrors } {
  const result = registrationFormSchema(questions).safeParse(values);
  if (result.success) return { ok: true };
  const errors: RegistrationFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
