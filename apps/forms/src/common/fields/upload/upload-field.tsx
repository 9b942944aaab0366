import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOf } from '../../definition/field-schemas';
import type { UploadedFile } from '../../rules/field-values';
import { describedBy, FieldError, FieldHint, LabelText } from '../field-frame';
import styles from '../fields.module.css';
import { useField, type FieldProps } from '../use-field';
import { BYTES_PER_MB, checkChosenFiles } from './file-checks';
import { forgetUpload, uploadFile } from './upload-file';

const megabytes = (bytes: number) => (Math.max(bytes, 10_000) / BYTES_PER_MB).toFixed(2);

/**
 * SPEC upload: chosen files are checked against the count, size and extension limits (each
 * refusal names the file), then uploaded one by one while the input is disabled and the
 * progress shows; an uploaded file can be removed. The field's value is the uploaded files.
 */
export function UploadField({ field, state, disabled }: FieldProps<FieldOf<'upload'>>) {
  const intl = useIntl();
  const { widgetId } = useWidgetContext();
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<UploadedFile[]>(field);
  const files = Array.isArray(value) ? value : [];
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const problemsId = `${ids.control}-problems`;
  const rulesId = `${ids.control}-rules`;
  const off = Boolean(disabled) || !state.enabled;
  const accept = field.accept.map((extension) => `.${extension}`).join(',');
  const fileMessage = (key: Parameters<typeof fields.rules.message>[1], fileName: string) =>
    fields.rules.message(field, key, {
      fileName,
      max: field.maxFiles,
      maxSize: field.maxSizeMb,
      accept: field.accept.join(', '),
    });

  const uploadUrl = `${fields.servicesBase}/forms/${encodeURIComponent(fields.formId)}/upload/`;

  async function upload(chosen: File[]) {
    const { accepted, problems: refused } = checkChosenFiles(field, chosen, files.length);
    const messages = refused.map((problem) => fileMessage(problem.key, problem.fileName));
    let kept = files;
    for (const file of accepted) {
      setUploading({ name: file.name, percent: 0 });
      try {
        const result = await uploadFile({
          url: uploadUrl,
          file,
          instanceId: fields.instanceId,
          fieldId: field.id,
          onProgress: (percent) => setUploading({ name: file.name, percent }),
        });
        kept = [...kept, { id: result.id, name: result.name || file.name, size: file.size }];
        onChange(kept);
        setStatus(intl.formatMessage({ id: 'forms.upload.done' }, { fileName: file.name }));
      } catch (failure) {
        logWidgetError(widgetId, `upload of a file to form "${fields.formId}" failed`, failure);
        messages.push(intl.formatMessage({ id: 'forms.upload.failed' }, { fileName: file.name }));
      }
    }
    setUploading(null);
    setProblems(messages);
    onBlur();
    // The input was disabled during the upload; the visitor continues where they were.
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function remove(file: UploadedFile) {
    onChange(files.filter((kept) => kept.id !== file.id));
    // The service frees the file's place too; if it cannot, the form still leaves the file out.
    forgetUpload(uploadUrl, file.id, fields.instanceId).catch((failure: unknown) =>
      logWidgetError(widgetId, `the service kept the removed file "${file.name}"`, failure),
    );
    setProblems([]);
    setStatus(intl.formatMessage({ id: 'forms.upload.removed' }, { fileName: file.name }));
    inputRef.current?.focus();
  }

  return (
    <div className={styles.field} data-width={field.width} data-invalid={Boolean(error)}>
      <p className={styles.label} id={`${ids.control}-label`}>
        <LabelText label={field.label} required={state.required} />
      </p>
      <FieldHint id={ids.hint} hint={field.hint} />
      <p id={rulesId} className={styles.hint}>
        {intl.formatMessage(
          { id: 'forms.upload.rules' },
          {
            max: field.maxFiles,
            maxSize: field.maxSizeMb,
            accept: field.accept.map((e) => e.toUpperCase()).join(', '),
          },
        )}
      </p>
      <div className={styles.upload}>
        <input
          ref={(element) => {
            inputRef.current = element;
            ref(element);
          }}
          id={ids.control}
          name={field.id}
          type="file"
          className={styles.fileInput}
          accept={accept}
          multiple={field.maxFiles > 1}
          disabled={off || uploading !== null}
          aria-labelledby={`${ids.control}-label ${ids.control}-choose`}
          aria-invalid={Boolean(error) || problems.length > 0}
          aria-describedby={describedBy(
            ids,
            Boolean(field.hint),
            Boolean(error),
            rulesId,
            problems.length > 0 ? problemsId : undefined,
          )}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length > 0) void upload(chosen);
          }}
        />
        <label htmlFor={ids.control} id={`${ids.control}-choose`} className={styles.fileButton}>
          {intl.formatMessage({ id: 'forms.upload.choose' })}
        </label>
        {uploading && (
          <div className={styles.progress}>
            <label htmlFor={`${ids.control}-progress`}>
              {intl.formatMessage(
                { id: 'forms.upload.progress' },
                { fileName: uploading.name, percent: uploading.percent },
              )}
            </label>
            <progress id={`${ids.control}-progress`} max={100} value={uploading.percent} />
          </div>
        )}
      </div>
      {problems.length > 0 && (
        <div id={problemsId} role="alert">
          <ul className={styles.uploadProblems}>
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <li key={file.id} className={styles.fileItem}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>
                {intl.formatMessage({ id: 'forms.upload.size' }, { size: megabytes(file.size) })}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={off || uploading !== null}
                onClick={() => remove(file)}
              >
                {intl.formatMessage({ id: 'forms.upload.remove' }, { fileName: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {status}
      </p>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
