import { act, StrictMode, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { releaseEarlyInput } from '@/app/earlyInput';
import { EARLY_CLICK_ATTRIBUTE, holdEarlyInput } from '@/lib/earlyInputHold';
import { HydrationEnd, hydrationStarted, whenPageCommitted } from '../hydration';
import { NativeSelectField } from './NativeSelectField';
import { PasswordField } from './PasswordField';
import { TextInput } from './TextInput';
import { useFormFields } from './useFormFields';

/** A sign-in-like form on the shared form state, which reports what it submits. */
function SignIn({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const form = useFormFields({ email: '', password: '', role: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(form.values);
  };
  return (
    <form onSubmit={submit}>
      <TextInput {...form.bind('email')} label="Email" />
      <PasswordField {...form.bind('password')} label="Password" />
      <NativeSelectField {...form.bind('role')} label="Role">
        <option value="" disabled>
          Pick one
        </option>
        <option value="driver">Driver</option>
        <option value="broker">Broker</option>
      </NativeSelectField>
      <output>{JSON.stringify(form.values)}</output>
      <button type="submit">Sign in</button>
    </form>
  );
}

/** A form whose change handler builds the next values from the last render's (ContactForm's way). */
function Contact() {
  const [values, setValues] = useState({ name: '', message: '' });
  const change =
    (name: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues({ ...values, [name]: event.target.value });
  return (
    <form>
      <TextInput name="name" value={values.name} onChange={change('name')} label="Name" />
      <TextInput
        name="message"
        value={values.message}
        onChange={change('message')}
        label="Message"
        multiline
        rows={3}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const page = (children: ReactNode) => (
  <StrictMode>
    {children}
    <HydrationEnd />
  </StrictMode>
);

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;
const shownState = () => JSON.parse(document.querySelector('output')!.textContent!) as Record<string, string>;

let root: Root | undefined;
let container: HTMLElement;

/** Puts the prerendered markup of `element` in the page, as the build does. */
function prerender(element: ReactNode) {
  container = document.createElement('div');
  container.innerHTML = renderToString(page(element));
  document.body.append(container);
}

/** Hydrates it, as boot.tsx does (the flag set first), and lets the adoption run. */
async function hydrate(element: ReactNode) {
  hydrationStarted();
  await act(async () => {
    root = hydrateRoot(container, page(element));
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('useEarlyInput', () => {
  // First: the page is committed once per module, and whenPageCommitted waits only until then.
  it('a submit held before hydration, released once the page is committed (main.tsx), sends what was typed', async () => {
    const submitted = jest.fn();
    prerender(<SignIn onSubmit={submitted} />);
    // The visitor types, picks and submits while the page is still plain HTML.
    field('email').value = 'ada@example.com';
    field('password').value = 'secret';
    field('role').value = 'broker';
    holdEarlyInput(`[${EARLY_CLICK_ATTRIBUTE}]`);
    whenPageCommitted(() => setTimeout(releaseEarlyInput, 0));
    document.querySelector<HTMLButtonElement>('button[type=submit]')!.click();

    await hydrate(<SignIn onSubmit={submitted} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', role: 'broker' });
    expect(field('email')).toHaveValue('ada@example.com');
    expect(field('role')).toHaveValue('broker');
  });

  it('keeps every typed value when the form builds its values from the last render, and the next render keeps them', async () => {
    prerender(<Contact />);
    field('name').value = 'Ada';
    field('message').value = 'Two pallets to Lyon';

    await hydrate(<Contact />);

    expect(shownState()).toEqual({ name: 'Ada', message: 'Two pallets to Lyon' });
    expect(field('name')).toHaveValue('Ada');
    expect(field('message')).toHaveValue('Two pallets to Lyon');
  });

  it('leaves untouched fields, and fields the client renders, as they are', async () => {
    prerender(<Contact />);
    await hydrate(<Contact />);
    expect(shownState()).toEqual({ name: '', message: '' });

    // Rendered by the client (not hydrated): a select whose value matches no option shows another
    // option; that option must not become the value.
    const onChange = jest.fn();
    act(() => root?.unmount());
    root = undefined;
    await act(async () => {
      root = createRoot(container);
      root.render(
        <NativeSelectField name="kind" value="gone" onChange={onChange} label="Kind">
          <option value="a">A</option>
        </NativeSelectField>,
      );
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
