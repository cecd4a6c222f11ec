// The magic-byte sniffer lives in shared/: the desktop app decides which dropped files to
// send with the very same rules the server applies to what it receives.
export { sniff, SNIFF_BYTES, type ImageFormat, type Sniffed, type VideoFormat } from '@ecole/shared/sniff';
