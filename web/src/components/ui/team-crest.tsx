import type { CSSProperties } from 'react';
import { initials } from '@/lib/match-text';
import styles from './team-crest.module.css';

/** A colour of the team's own (0–359), the same for a name wherever it is drawn. */
export function crestHue(name: string): number {
  let hue = 0;
  for (const char of name) hue = (hue * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hue;
}

/** A team's generated crest: its initials on a shield of its own colour (no image to fetch). */
export function TeamCrest({ name }: { name: string }) {
  const style = { '--crest-hue': crestHue(name) } as CSSProperties;
  return (
    <span className={styles.crest} style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
