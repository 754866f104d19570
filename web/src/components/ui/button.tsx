import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'small' | 'medium';
};

export function Button({
  variant = 'secondary',
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' ? styles.small : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** The same look for links (`<a>`/router links): pass the result as `className`. */
export function buttonClass(variant: 'primary' | 'secondary' | 'ghost' = 'secondary'): string {
  return `${styles.button} ${styles[variant]}`;
}
