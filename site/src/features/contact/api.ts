import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '@ecole/shared/api';
import type { ContactInput } from '@ecole/shared/schemas/contact';

/** POST /api/contact (public-site.md section 7); the answer's body is not read. */
export const useSendContact = () =>
  useMutation({
    mutationFn: (input: ContactInput) => apiRequest<unknown>('POST', api.contact, input),
    // Not paused while the browser says it is offline (the default): the button read "Envoi en
    // cours..." with nothing said until the connection came back, and a visitor who then left
    // lost the message. Tried now, a failure gets the spec's "Erreur lors de l'envoi" toast.
    networkMode: 'always',
  });
