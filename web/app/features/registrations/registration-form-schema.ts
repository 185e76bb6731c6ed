import { type RegistrationQuestion, registrationRequestSchema } from '@chapterhouse/shared';
import { z } from 'zod';
import { answerField } from './registration-answers';

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
