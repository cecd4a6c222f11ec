import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '@ecole/shared/api';
import type { ContactInput } from '@ecole/shared/schemas/contact';

/** POST /api/contact (public-site.md section 7); the answer's body is not read. */
export const useSendContact = () =>
  useMutation({ mutationFn: (input: ContactInput) => apiRequest<unknown>('POST', api.contact, input) });
