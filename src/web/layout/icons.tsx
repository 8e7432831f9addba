import type { ReactNode } from 'react';

/** Small inline icons. Decorative: the text beside each carries the meaning, so they are hidden from screen readers. */

function Icon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className={className}
    >
      {children}
    </svg>
  );
}

export function PhoneIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path
        d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function MailIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

export function PinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </Icon>
  );
}

export function CalendarIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Icon>
  );
}

export function CloseIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </Icon>
  );
}

export function MenuIcon({ open, className = 'size-6' }: { open: boolean; className?: string }) {
  if (open) return <CloseIcon className={className} />;
  return (
    <Icon className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </Icon>
  );
}
