import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPageData } from '../lib/page-data';
import { zodJitless } from '../lib/zod-jitless';
import { whenToastHasNoToaster } from '../ui/toast-store';
import { setDialogHostLoader } from './dialog-opener';
import { IslandFrame } from './island';
import { type IslandName, islandModules } from './registry';

// Before any island's code parses a form (the CSP forbids zod's compiled parsers).
zodJitless();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldState {
  field: Field;
  value: string;
  checked: boolean;
}

/** What React keeps on a field to tell a real change from its own write. */
type Tracked = Field & { _valueTracker?: { setValue(value: string): void } };

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** The fields the visitor changed before the island was hydrated, as they are now. */
function typedBeforeHydration(root: HTMLElement): FieldState[] {
  const changed: FieldState[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const state = { field, value: field.value, checked: isCheckable(field) && field.checked };
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        changed.push(state);
    } else if (isCheckable(field)) {
      if (field.checked !== field.defaultChecked) changed.push(state);
    } else if (field.value !== field.defaultValue) changed.push(state);
  }
  return changed;
}

/**
 * Hands what was typed before hydration to the island's state: React keeps the HTML's fields as
 * they are while hydrating, but its state holds the values it rendered, so each field changed
 * before is changed again, this time with React listening.
 */
function replayTyped(changed: FieldState[]): void {
  for (const { field, value, checked } of changed) {
    if (!field.isConnected) continue;
    if (isCheckable(field)) {
      if (field.type === 'radio' && !checked) continue;
      // React reads a checkbox's or radio's change from its click.
      field.checked = !checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      field.value = value;
      // After the write (React's tracker follows writes to `value`): React then sees a change.
      (field as Tracked)._valueTracker?.setValue(field.defaultValue);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * Hydrates the island `element` (its code, its props and its ids' prefix are in its attributes),
 * then hands it what was typed.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const code = islandModules[name as IslandName];
  if (!code) throw new Error(`no island is called "${name}"`);
  const Island = (await code.load()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const changed = typedBeforeHydration(element);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandFrame
        pageData={readPageData(document)}
        idPrefix={element.dataset.idPrefix ?? ''}
        renderedAt={element.dataset.location}
        onReady={resolve}
      >
        <Island {...props} />
      </IslandFrame>,
      { identifierPrefix: element.dataset.idPrefix ?? '' },
    );
  });
  replayTyped(changed);
  mountHostWhenQuiet();
}

// The dialogs and toasts an island may open live in a root of their own (its notification region
// in place before a toast is announced), mounted once an island runs, when the page is quiet: a
// second later, when idle, and not while a finger or button is down (the first idle moment after
// an island ran fell between a finger going down and coming up, and delayed the tap's answer).
// Sooner when needed: a dialog opened (useConsultation, useQuestionnaire), a toast raised.
const mountHost = () => void import('./dialog-host').then((host) => host.mountDialogHost());
// An island outside the host's providers opens its dialogs there (dialog-opener.ts).
setDialogHostLoader(() => import('./dialog-host'));
whenToastHasNoToaster(mountHost);

let pressed = false;
for (const type of ['pointerdown', 'pointerup', 'pointercancel'])
  addEventListener(
    type,
    (event) => {
      pressed = event.type === 'pointerdown';
    },
    { capture: true, passive: true },
  );

let hostScheduled = false;

function mountHostWhenQuiet(): void {
  if (hostScheduled) return;
  hostScheduled = true;
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 200);
  const attempt = () => {
    if (!pressed) mountHost();
    else addEventListener('pointerup', () => whenIdle(attempt), { once: true, capture: true });
  };
  setTimeout(() => whenIdle(attempt), 1000);
}
