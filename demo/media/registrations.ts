import { isRegistrationOpen } from '../registration-state';
import { validateRegistration } from '../registration';
import { DEMO_ERROR_CODES, fail, ok, type DemoResult } from '../responses';
import { bodyObject } from '../validation';
import { lookupActivity } from './activity-lookup';
import type { MediaContext } from './context';

/**
 * Demo-only `POST /demo/registrations` `{ hash, name, email }`, what the registration widget
 * page submits. Registering twice with one e-mail succeeds again (`alreadyRegistered`), as a
 * visitor who lost the confirmation would expect.
 */
export async function register(ctx: MediaContext): Promise<DemoResult> {
  const body = bodyObject(ctx.body);
  const lookup = await lookupActivity(ctx, body.hash);
  if (!lookup.ok) return lookup.result;
  const { activity } = lookup;
  if (!isRegistrationOpen(activity, ctx.fixtures.registrationActive.get(activity.hash))) {
    return fail(409, DEMO_ERROR_CODES.REGISTRATION_CLOSED, 'Registration is closed');
  }
  const input = validateRegistration(body.name, body.email);
  if (!input.ok) {
    return fail(400, DEMO_ERROR_CODES.VALIDATION_ERROR, 'Check the highlighted fields', {
      fields: input.fields,
    });
  }
  const list = ctx.store.registrations.get(activity.hash) ?? [];
  const alreadyRegistered = list.some((entry) => entry.email === input.value.email);
  if (!alreadyRegistered) {
    list.push({ ...input.value, registeredAt: ctx.now.toISOString() });
    ctx.store.registrations.set(activity.hash, list);
  }
  return ok({ ok: true, alreadyRegistered });
}
