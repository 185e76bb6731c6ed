import {
  type RegistrationQuestion,
  registrationRequestSchema,
} from '@chapterhouse/shared/registration-request';
import { z } from 'zod';
import {
  answerField,
  type RegistrationFormErrors,
  type RegistrationFormValues,
} from './registration-answers';

// Loaded on the registration form's first submit only (with zod and the request's schema, from
// its own subpath rather than the package's index, which would bring every schema): the event
// page's JavaScript budget has no room for them up front.

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
export function registrationFormSchema(
  questions: readonly RegistrationQuestion[],
  options: { attendance: boolean },
) {
  return registrationRequestSchema.extend({
    // A hybrid event asks how they attend; any other has one way, and the form no such field.
    attendance: options.attendance
      ? z.enum(['in-person', 'online'], {
          message: 'Choose how you will attend: in the room or online',
        })
      : z.string().optional(),
    answers: z.object(
      Object.fromEntries(
        questions.map((question) => [answerField(question.id), answerSchema(question)]),
      ),
    ),
  });
}

/**
 * The form's values checked with the shared schema, by the form on submit and by the event
 * page's action alike: the first message of each field, by the field's name.
 */
export function checkRegistrationForm(
  values: RegistrationFormValues,
  questions: readonly RegistrationQuestion[],
  /** `attendance`: a hybrid event, whose form asks how they will attend. */
  options: { attendance: boolean } = { attendance: false },
): { ok: true } | { ok: false; errors: RegistrationFormErrors } {
  const result = registrationFormSchema(questions, options).safeParse(values);
  if (result.success) return { ok: true };
  const errors: RegistrationFormErrors = {};
  for (const issue of result.error.issues) {
    const [field, answer] = issue.path.map(String);
    const error = { type: 'server', message: issue.message };
    if (field === 'answers' && answer) {
      errors.answers ??= {};
      errors.answers[answer] ??= error;
    } else if (
      field === 'name' ||
      field === 'email' ||
      field === 'memberNumber' ||
      field === 'website' ||
      field === 'attendance'
    ) {
      errors[field] ??= error;
    } else {
      errors.root ??= { server: error };
    }
  }
  return { ok: false, errors };
}

/**
 * Whether the form claims the member price (issue 49): its checkbox sends `true` (a browser's
 * default for a checkbox, `on`, counts too). Read from the form as sent, by the form and the event
 * page's action alike; the server decides whether the claim stands (a roster lists the address).
 */
export function claimsMemberPrice(form: FormData): boolean {
  const value = form.get('memberPrice');
  return value === 'true' || value === 'on';
}
