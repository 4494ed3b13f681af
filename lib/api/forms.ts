import { upstreamRequest, type CallOptions } from './http';
import { formResponseSchema, type Form } from './schemas';
import { parseFormId } from './validate';

export async function getForm(formId: string, options: CallOptions = {}): Promise<Form> {
  const id = parseFormId(formId);
  return upstreamRequest({
    ...options,
    service: 'forms',
    base: 'forms',
    path: `/v1/respondent/form/${encodeURIComponent(id)}`,
    endpoint: '/v1/respondent/form/:id',
    schema: formResponseSchema,
  });
}
