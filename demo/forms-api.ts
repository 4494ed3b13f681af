import { renderFormPage } from './browser-files';
import { buildForms } from './fixtures/forms';
import { DEFAULT_ORIGIN } from './media-api';
import {
  CONTENT_TYPES,
  DEMO_ERROR_CODES,
  fail,
  notFound,
  ok,
  raw,
  type DemoResult,
} from './responses';
import { checkFormId } from './validation';

/**
 * The embedded forms API (docs/upstream-api.md, section 3) plus the respondent page a form's `url` points
 * at (`/demo/forms/view/{id}`), so the form QR code leads somewhere real.
 */

export interface FormsRequest {
  method: string;
  /** Segments after `/demo/forms`. */
  path: readonly string[];
  origin?: string;
}

export function handleFormsRequest({
  method,
  path,
  origin = DEFAULT_ORIGIN,
}: FormsRequest): DemoResult {
  const [first, second, third, id, ...rest] = path;
  const isApi = first === 'v1' && second === 'respondent' && third === 'form' && id !== undefined;
  const isView = first === 'view' && second !== undefined && third === undefined;
  if ((!isApi && !isView) || rest.length) return notFound();
  if (method.toUpperCase() !== 'GET') {
    return fail(405, DEMO_ERROR_CODES.METHOD_NOT_ALLOWED, 'Forms are read-only');
  }

  const formId = checkFormId(isApi ? id : second);
  if (!formId.ok) return formId.error;
  const form = buildForms(origin).get(formId.value);
  if (isView) {
    return raw(CONTENT_TYPES.html, renderFormPage(form), { status: form ? 200 : 404 });
  }
  return form ? ok(form) : fail(404, DEMO_ERROR_CODES.FORM_NOT_FOUND, 'Form not found');
}
