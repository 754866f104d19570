import { LanguageSwitcher } from './language-switcher';
import { OddsFormatSwitcher } from './odds-format-switcher';
import styles from './preferences-menu.module.css';
import { ThemeToggle } from './theme-toggle';

/** Language, odds format and theme with visible labels (mobile side menu). */
export function PreferencesPanel() {
  return (
    <div className={styles.stack}>
      <LanguageSwitcher showLabel />
      <OddsFormatSwitcher showLabel />
      <ThemeToggle />
    </div>
  );
}
