/**
 * A small set of line icons (24×24, currentColor), so no icon font or CDN is needed. The paths live in
 * `icon-paths.json`.
 */
import PATHS from './icon-paths.json';

export type IconName = keyof typeof PATHS;

type IconProps = { name: IconName; size?: number; className?: string };

/** Decorative unless labelled by its context: always `aria-hidden`. */
export function Icon({ name, size = 18, className }: IconProps) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}

/**
 * A line icon from its path: for icons kept out of `icon-paths.json` (part of the home route's
 * initial JavaScript) because only lazily loaded code draws them.
 */
export function LineIcon({
  path,
  size = 18,
  className,
}: {
  path: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
