// An island: the hero's facts of the download (version, date, size, minimum macOS), from the
// latest build's record. Prerendered as placeholders of the same size: no record is known at
// build time; the fallback record shows only once none can be read.
import { HeroMeta, type HeroMetaItem } from '@clipnest/ui';
import { hero } from '../content/hero';
import { useKnownLatestFile } from '../app/latestFile';
import type { FileSummary } from '../services/fileRecord';

/**
 * The download's facts as the hero lists them: placeholders while the record is read. No download
 * count: the hero is where people decide to download, and a small count argues against it.
 */
function fileFacts(file?: FileSummary): HeroMetaItem[] {
  const { labels, size, released, requires } = hero.fileMeta;
  const date = file?.publishedAt;
  return [
    { label: labels.version, value: file?.version },
    // Only the fallback record has no date: then the fact is left out rather than kept pending.
    ...(file && !date
      ? []
      : [{ label: labels.released, value: date && released(date), width: 'medium' } as const]),
    { label: labels.size, value: file && size(file.sizeMb) },
    { label: labels.requires, value: file && requires(file.minimumMacos), width: 'long' },
  ];
}

export default function HeroFacts() {
  return <HeroMeta items={fileFacts(useKnownLatestFile())} />;
}
