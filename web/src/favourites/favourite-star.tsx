/**
 * The favourite star every list row and page header draws. On the first page it is a placeholder
 * of the star's size; the star's code (`star-button.tsx`, with the toggle, the favourites API and
 * its queries) comes with the account UI when the page is idle, which is also when the session is
 * known (docs/decisions/021-favourites.md: the home route's initial JavaScript budget).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { FavouriteType } from '@/api/favourites';
import styles from './favourite-star.module.css';

export type FavouriteStarProps = {
  type: FavouriteType;
  id: number;
  /** What is starred (a match's or a league's name): the button is named "Favourite: {name}". */
  name: string;
  className?: string;
};

let Star: ComponentType<FavouriteStarProps> | null = null;
const listeners = new Set<() => void>();

/** Draws `component` in every star from now on (the toggle's module passes its button). */
export function provideStarButton(component: ComponentType<FavouriteStarProps>): void {
  Star = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function FavouriteStar(props: FavouriteStarProps) {
  // Held in state, like a lazy component once loaded: the button is one module-level component.
  const [Button, setButton] = useState(() => Star);
  useEffect(() => {
    const update = () => setButton(() => Star);
    const stop = subscribe(update);
    // Provided between this render and now: catch up (an unchanged value renders nothing).
    queueMicrotask(update);
    return stop;
  }, []);
  return Button ? (
    <Button {...props} />
  ) : (
    <span
      className={`${styles.placeholder} ${props.className ?? ''}`}
      aria-hidden="true"
      data-favourite={props.type}
    />
  );
}
