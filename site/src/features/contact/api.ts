import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '@ecole/shared/api';
import type { ContactInput } from '@ecole/shared/schemas/contact';

/**
 * Well above a send's time on a slow 3G connection. Giving up is safe: the same message sent
 * again carries the same submissionId, and the server stores it once.
 */
const SEND_TIMEOUT_MS = 30_000;

/** POST /api/contact (public-site.md section 7); the answer's body is not read. */
export const useSendContact = () =>
  useMutation({
    mutationFn: (input: ContactInput) => apiRequest<unknown>('POST', api.contact, input, { timeoutMs: SEND_TIMEOUT_MS }),
    // Not paused while the browser says it is offline (the default): the button read "Envoi en
    // cours..." with nothing said until the connection came back, and a visitor who then left
    // lost the message. Tried now, a failure gets the spec's "Erreur lors de l'envoi" toast.
    networkMode: 'always',
  });
