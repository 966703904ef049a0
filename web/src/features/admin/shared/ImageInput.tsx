import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { useStorageAvailability } from './useStorageAvailability';
import { adminMessages } from '@/i18n/admin';

type Props = {
  label: string;
  /** react-hook-form's `register('image_url')`. */
  urlField: UseFormRegisterReturn;
  /** The current URL value, for the preview. */
  url: string;
  urlError?: string | undefined;
  file: File | null;
  onFileChange: (file: File | null) => void;
};

type Mode = 'file' | 'url';

/**
 * An image given as a file (images only, previewed before saving) or as a URL
 * (docs/product.md#admin-screens). When uploads cannot work (offline, or no Storage on this machine) the file
 * picker is disabled and says why; the URL always works.
 */
export function ImageInput({ label, urlField, url, urlError, file, onFileChange }: Props) {
  const t = adminMessages.admin.image;
  const id = useId();
  const availability = useStorageAvailability();
  const canUpload = availability === 'available';
  const [chosenMode, setMode] = useState<Mode>('file');
  const mode: Mode = canUpload ? chosenMode : 'url';
  const [fileError, setFileError] = useState<string | null>(null);
  // A temporary URL previews the picked file; the previous one is released when it changes.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A cleared or reset form leaves the native picker showing the old name otherwise.
    if (!file && fileInput.current) fileInput.current.value = '';
  }, [file]);
  const filePreview = file && picked?.file === file ? picked.url : null;
  const preview = filePreview ?? (url.trim() || null);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !chosen.type.startsWith('image/')) {
      setFileError(t.notAnImage);
      event.target.value = '';
      onFileChange(null);
      return;
    }
    setFileError(null);
    setPicked(chosen ? { file: chosen, url: URL.createObjectURL(chosen) } : null);
    onFileChange(chosen);
  };

  const unavailableText =
    availability === 'offline'
      ? t.storageOffline
      : availability === 'unavailable'
        ? t.storageUnavailable
        : availability === 'checking'
          ? t.checkingStorage
          : null;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(['file', 'url'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              disabled={option === 'file' && !canUpload}
              onChange={() => {
                setMode(option);
                if (option === 'url') onFileChange(null);
              }}
            />
            {option === 'file' ? t.fromFile : t.fromUrl}
          </label>
        ))}
      </div>
      {unavailableText && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {unavailableText}
        </p>
      )}
      {mode === 'file' ? (
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
            {t.file}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            onChange={pickFile}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : `${id}-file-hint`}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          {fileError ? (
            <p id={`${id}-file-error`} role="alert" className="mt-1 text-sm text-red-700">
              {fileError}
            </p>
          ) : (
            <p id={`${id}-file-hint`} className="mt-1 text-xs text-slate-600">
              {t.fileHint}
            </p>
          )}
        </div>
      ) : (
        <TextField
          label={t.url}
          type="text"
          inputMode="url"
          hint={t.urlHint}
          error={urlError}
          {...urlField}
        />
      )}
      {preview && (
        <div className="flex items-end gap-3">
          <img
            src={preview}
            alt={t.preview}
            className="h-32 w-32 rounded-md border border-slate-200 bg-slate-50 object-contain"
          />
          {file && (
            <Button variant="ghost" onClick={() => onFileChange(null)}>
              {t.remove}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
