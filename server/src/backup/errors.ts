// A refusal or failure the person running the command must read: its message is French and
// complete, so the command line prints it alone, without a stack trace.
export class BackupError extends Error {
  override name = 'BackupError';
}
