// Sizes, speeds and durations as a French reader expects them ("12,5 Mo", "1,2 Mo/s",
// "3 min 20 s").
const number1 = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} o`;
  if (n < 1024 * 1024) return `${number1.format(n / 1024)} Ko`;
  if (n < 1024 ** 3) return `${number1.format(n / 1024 ** 2)} Mo`;
  return `${number1.format(n / 1024 ** 3)} Go`;
}

export const formatSpeed = (bytesPerSecond: number) => `${formatBytes(Math.round(bytesPerSecond))}/s`;

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}
