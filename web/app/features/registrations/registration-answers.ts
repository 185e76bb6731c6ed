import type {
  RegistrationCreated,
  RegistrationQuestion,
  RegistrationRequest,
} from '@chapterhouse/shared';

// The registration form's values and the request they become. Kept free of zod, so the form's
// island carries none: the schema that checks them loads on the first submit
// (registration-form-schema.ts).

/** What the registration form holds: text, as inputs give it, answers by `answerField`. */
export interface RegistrationFormValues {
  name: string;
  email: string;
  memberNumber: string;
  /** The trap field people never see (registrationRequestSchema's `website`). */
  website: string;
  /** A hybrid event's way to attend: `in-person`, `online`, or '' before one is chosen. */
  attendance: string;
  answers: Record<string, string>;
}

/**
 * The form's name for a question's answer. Question ids may be all digits ('1'), which a reader
 * of dotted names would take for an array index in `answers.1`: the prefix keeps them names.
 */
export const answerField = (questionId: string) => `q-${questionId}`;

/** What a yes/no question's radio buttons hold. */
export const YES = 'yes';
export const NO = 'no';

export function emptyRegistrationForm(
  questions: readonly RegistrationQuestion[],
): RegistrationFormValues {
  return {
    name: '',
    email: '',
    memberNumber: '',
    website: '',
    attendance: '',
    answers: Object.fromEntries(questions.map((question) => [answerField(question.id), ''])),
  };
}

/**
 * The request body (`registrationRequestSchema`): answers by question id, yes/no as booleans,
 * unanswered optional questions left out.
 */
export function toRegistrationRequest(
  values: RegistrationFormValues,
  questions: readonly RegistrationQuestion[],
): RegistrationRequest {
  const answers: Record<string, string | boolean> = {};
  for (const question of questions) {
    const answer = (values.answers[answerField(question.id)] ?? '').trim();
    if (answer === '') continue;
    answers[question.id] = question.kind === 'yes-no' ? answer === YES : answer;
  }
  return {
    name: values.name,
    email: values.email,
    memberNumber: values.memberNumber.trim() || null,
    answers,
    website: values.website,
    ...(values.attendance === 'in-person' || values.attendance === 'online'
      ? { attendance: values.attendance }
      : {}),
  };
}

/** The form's values as a browser sends the form itself (before or without its script). */
export function readRegistrationForm(
  form: FormData,
  questions: readonly RegistrationQuestion[],
): RegistrationFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    memberNumber: text('memberNumber'),
    website: text('website'),
    attendance: text('attendance'),
    answers: Object.fromEntries(
      questions.map((question) => {
        const field = answerField(question.id);
        return [field, text(`answers.${field}`)];
      }),
    ),
  };
}

/** One field's error (plain data: it travels in an island's props). */
export interface RegistrationFieldError {
  type: string;
  message: string;
}

/**
 * The form's errors by field, as the form's own check and the event page's action build them
 * (`checkRegistrationForm`), so the island takes the action's as they are.
 */
export interface RegistrationFormErrors {
  name?: RegistrationFieldError;
  email?: RegistrationFieldError;
  memberNumber?: RegistrationFieldError;
  website?: RegistrationFieldError;
  attendance?: RegistrationFieldError;
  answers?: Record<string, RegistrationFieldError>;
  root?: { server: RegistrationFieldError };
}

/**
 * The server's answer to the form sent before its script ran (the event page's action): the
 * registration, or what was typed with the errors beside the fields or the API's reason.
 */
export type RegistrationResult =
  | {
      ok: true;
      created: RegistrationCreated;
      /** Null where the event asks for the address to be confirmed: the link is in the mail only. */
      personalUrl: string | null;
    }
  | { ok: false; values: RegistrationFormValues; errors: RegistrationFormErrors };

/**
 * What the event page shows that a registration from it changes, by element id: the counts'
 * words once one more place is taken (the server words them, so the island carries no
 * formatting), and the card's "Register Now", which then says where the visitor stands.
 */
export interface RegistrationPageUpdates {
  confirmed: Array<{ elementId: string; text: string }>;
  /** A hybrid event's, when the place taken is online. */
  confirmedOnline: Array<{ elementId: string; text: string }> | null;
  actionElementId: string;
  /**
   * Where the event asks registrants to confirm their address: what the form says once its mail
   * is sent, for a held place and for a kept turn (worded by the server, like the counts).
   */
  checkMail: { title: string; held: string; kept: string } | null;
}
