import { bulkUploadMessages } from '@ecole/shared/schemas/bulk-upload';
import { HttpError } from '../../http/errors';

/**
 * A file whose content hash the album already holds (the unique index on album and hash).
 * The tus route adds `code: "duplicate"` to its body, so the desktop app reports a skip.
 */
export class DuplicateError extends HttpError {
  constructor() {
    super(409, bulkUploadMessages.duplicate);
  }
}
