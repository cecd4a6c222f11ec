// An image given by its address: typed in the URL field or filled by an upload, with a
// preview once there is one (programmes, sliders, the news' main image).
import { checks, intoField, type FileCheck, type UploadTarget } from '../api/uploads';
import { AdminImage } from './admin-image';
import { TextField } from './fields';
import { FileUpload } from './file-upload';

export function ImageUrlField({
  value,
  onChange,
  error,
  target,
  check = checks.newsImage,
  label = 'Image (URL)',
  uploadLabel = 'Choisir une image',
  previewAlt = "Aperçu de l'image",
  previewClassName = 'aspect-video w-full max-w-xs rounded-lg',
  errorFallback = "Erreur lors de l'upload",
  className,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  target: UploadTarget;
  check?: FileCheck;
  label?: string;
  uploadLabel?: string;
  previewAlt?: string;
  previewClassName?: string;
  errorFallback?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField label={label} value={value} onChange={onChange} error={error} placeholder="/media/… ou https://…" />
      {value && <AdminImage src={value} alt={previewAlt} width={640} className={previewClassName} />}
      <FileUpload
        label={uploadLabel}
        accept="image/jpeg,image/png,image/gif,image/webp"
        target={target}
        check={check}
        hint="JPG, PNG, GIF ou WebP, 10 MB au maximum."
        successMessage="Image uploadée avec succès"
        errorFallback={errorFallback}
        onUploaded={intoField(onChange)}
      />
    </div>
  );
}
