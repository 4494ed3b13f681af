/**
 * Validation rules of the demo registration form. The widget page (demo/browser/
 * registration.html) gets the limits in its inputs and repeats the rules for instant feedback;
 * the server check here is the one that counts.
 */

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type RegistrationFieldError = 'required' | 'too_short' | 'too_long' | 'invalid';

interface RegistrationInput {
  name: string;
  email: string;
}

export type RegistrationValidation =
  | { ok: true; value: RegistrationInput }
  | { ok: false; fields: Partial<Record<keyof RegistrationInput, RegistrationFieldError>> };

export function validateRegistration(name: unknown, email: unknown): RegistrationValidation {
  const fields: Partial<Record<keyof RegistrationInput, RegistrationFieldError>> = {};
  const cleanName = typeof name === 'string' ? name.trim().replace(/\s+/g, ' ') : '';
  const cleanEmail = typeof email === 'string' ? email.trim().toLowerCase() : '';

  if (!cleanName) fields.name = 'required';
  else if (cleanName.length < NAME_MIN) fields.name = 'too_short';
  else if (cleanName.length > NAME_MAX) fields.name = 'too_long';

  if (!cleanEmail) fields.email = 'required';
  else if (cleanEmail.length > EMAIL_MAX) fields.email = 'too_long';
  else if (!EMAIL_PATTERN.test(cleanEmail)) fields.email = 'invalid';

  return Object.keys(fields).length
    ? { ok: false, fields }
    : { ok: true, value: { name: cleanName, email: cleanEmail } };
}
