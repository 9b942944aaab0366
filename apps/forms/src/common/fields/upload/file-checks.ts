import type { FieldOf, MessageKey } from '../../definition/field-schemas';

/** SPEC: the upload limit is the configured megabytes times 1,000,000 bytes. */
export const BYTES_PER_MB = 1_000_000;

export const extensionOf = (name: string) =>
  name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';

export interface FileProblem {
  key: Extract<MessageKey, 'fileCount' | 'fileSize' | 'fileExtension'>;
  fileName: string;
}

/**
 * Which of the chosen files may be uploaded: each over the count, of another extension or too
 * large is refused with its problem (in that order of checks), the rest are accepted.
 */
export function checkChosenFiles(
  field: FieldOf<'upload'>,
  files: readonly File[],
  alreadyKept: number,
): { accepted: File[]; problems: FileProblem[] } {
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  const accept = new Set(field.accept.map((extension) => extension.toLowerCase()));
  for (const file of files) {
    if (alreadyKept + accepted.length >= field.maxFiles)
      problems.push({ key: 'fileCount', fileName: file.name });
    else if (!accept.has(extensionOf(file.name)))
      problems.push({ key: 'fileExtension', fileName: file.name });
    else if (file.size > field.maxSizeMb * BYTES_PER_MB)
      problems.push({ key: 'fileSize', fileName: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}
