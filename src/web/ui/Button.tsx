import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../lib/router';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300 focus-visible:outline-accent-500',
  secondary:
    'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  inverse: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = '', ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link that leaves the app (tel:, mailto:, wa.me, social profiles), styled as a button. */
export function ExternalButtonLink({
  href,
  variant,
  size,
  className = '',
  newTab = false,
  children,
  ...rest
}: StyleProps & {
  href: string;
  className?: string;
  newTab?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <a
      href={href}
      className={buttonClasses(variant, size, className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
