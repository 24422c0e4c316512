// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyTourForm, type TTourFormValues } from '@tour/shared';
import { LanguageProvider } from '../../../lib/i18n/language';
import { BasicsFields } from './basics-fields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let current: TTourFormValues | null = null;

/** Basic Information on a form of its own, as the wizard's step 2 shows it. */
function Harness({ initial }: { initial: TTourFormValues }) {
  const form = useForm<TTourFormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as TTourFormValues;
  current = values;
  return (
    <BasicsFields
      editor={{ form, values, errorFor: () => undefined }}
      showCompanyName={false}
      placeLockedHint={undefined}
      quotaHint=""
      duration={{ hint: '', testId: 'tour-duration' }}
    />
  );
}

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  current = null;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(initial: TTourFormValues) {
  act(() =>
    root.render(
      <LanguageProvider initial="en" load={async () => {}}>
        <Harness initial={initial} />
      </LanguageProvider>,
    ),
  );
}

const byTestId = (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const labelled = (text: string) =>
  [...container.querySelectorAll('label')].find((label) => label.textContent?.trim() === text) ?? null;

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the tour words in two languages (issue 27, item 5)', () => {
  it('makes the language chosen first the tour’s own while nothing is written', () => {
    render(emptyTourForm());
    expect(byTestId('content-language-basics-en')?.getAttribute('aria-selected')).toBe('true');
    act(() => byTestId('content-language-basics-th')?.click());
    expect(current?.contentLanguage).toBe('th');
    // The spec's fields, now for the Thai.
    expect(labelled('Title')).not.toBeNull();
    expect(byTestId('translation-title')).toBeNull();
    expect(byTestId('content-language-basics-th')?.getAttribute('aria-selected')).toBe('true');
  });

  it("shows the other language's fields as the optional translation once the tour has its own words", () => {
    render({ ...emptyTourForm(), title: 'Andaman Escape', description: 'Four days by the sea.' });
    act(() => byTestId('content-language-basics-th')?.click());
    expect(current?.contentLanguage).toBe('en');
    expect(labelled('Title')).toBeNull();
    expect(container.textContent).toContain('Optional translation');
    type(byTestId('translation-title') as HTMLInputElement, 'อันดามันสี่วัน');
    type(byTestId('translation-description') as HTMLTextAreaElement, 'สี่วันริมทะเล');
    expect(current?.translation.title).toBe('อันดามันสี่วัน');
    expect(current?.translation.description).toBe('สี่วันริมทะเล');
    expect(current?.title).toBe('Andaman Escape');

    act(() => byTestId('content-language-basics-en')?.click());
    expect((container.querySelector('#tour-title') as HTMLInputElement).value).toBe('Andaman Escape');
  });
});
