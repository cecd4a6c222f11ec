/** "Upload en cours..." with a determinate bar (aria-valuenow in percent). */
export function UploadProgressBar({ percent, label = 'Upload en cours...' }: { percent: number; label?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="grid gap-1" role="status">
      <div className="flex justify-between text-xs font-medium text-navy-900">
        <span>{label}</span>
        <span aria-hidden="true">{value} %</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-gold-500 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
