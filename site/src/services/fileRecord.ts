// The app build a visitor downloads, as the database describes it (the app_files record), and
// what the screens derive from it. The fallback stands in only for display when no record can be
// read; it is never downloaded. Reading a record is fileRecordRead.ts's, loaded when a part of the page that shows the record
// hydrates (src/app/latestFile.tsx).

export interface FileRecord {
  id: string;
  file_name: string;
  version: string;
  file_size_mb: number;
  file_type: string;
  file_path: string;
  download_count: number;
  // Recorded by `npm run publish-build` since issue 25 (absent in older records and the fallback).
  /** CFBundleVersion. */
  build_number?: number | null;
  /** LSMinimumSystemVersion, e.g. '13.0'. */
  minimum_macos?: string | null;
  /** Hex SHA-256 of the ZIP. */
  sha256?: string | null;
  /** Release notes, Markdown. */
  notes?: string;
  channel?: 'stable' | 'beta';
  /** ISO 8601. */
  published_at?: string | null;
}

export const fallbackFileRecord: FileRecord = {
  id: '',
  file_name: 'Clipnest.zip',
  version: '3.5.0',
  file_size_mb: 20,
  file_type: 'application/zip',
  file_path: '',
  download_count: 15847,
};

/** What the screens show of a build: the hero's facts, its checksum, the download count. */
export interface FileSummary {
  fileName: string;
  version: string;
  sizeMb: number;
  extension: string;
  downloadCount: number;
  // Absent or null when the record does not say (the fallback). Passed on as they are: every byte
  // of this module is in each page's first load.
  /** LSMinimumSystemVersion, e.g. '13.0'. */
  minimumMacos?: string | null;
  /** Hex SHA-256 of the ZIP. */
  sha256?: string | null;
  /** When the build was published (ISO 8601). */
  publishedAt?: string | null;
}

export function summarize(record: FileRecord): FileSummary {
  const dot = record.file_name.lastIndexOf('.');
  return {
    fileName: record.file_name,
    version: record.version,
    sizeMb: record.file_size_mb,
    extension: dot > 0 ? record.file_name.slice(dot + 1).toLowerCase() : '',
    downloadCount: record.download_count,
    minimumMacos: record.minimum_macos,
    sha256: record.sha256,
    publishedAt: record.published_at,
  };
}
