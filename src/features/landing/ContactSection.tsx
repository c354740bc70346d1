import { fieldMessage } from '@/components/form/fieldMessage';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/form/TextInput';
import { Reveal } from '@/components/public';
import { showToast } from '@/components/toast';
import { LANDING_CONTACT } from '@/fixtures/landing';
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactValidation';
import { Section } from './Section';

const FIELDS: { name: ContactField; required: boolean; type?: string; autoComplete: string }[] = [
  { name: 'fullName', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', required: false, type: 'tel', autoComplete: 'tel' },
  { name: 'company', required: false, autoComplete: 'organization' },
];

const FIELD_ORDER: ContactField[] = [...FIELDS.map((field) => field.name), 'message'];

/**
 * The contact form (spec 2.2, 5). Nothing is sent: a valid form shows the Message Sent! toast and
 * empties. After a failed submit the messages follow the typing, and focus goes to the first wrong
 * field.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (name: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (checked) setErrors(validateContact(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    if (Object.keys(found).length) {
      setErrors(found);
      setChecked(true);
      const firstWrong = FIELD_ORDER.find((name) => found[name]);
      form.current?.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
    showToast({
      title: t('landing.contact.toastTitle'),
      description: t('landing.contact.toastText'),
      variant: 'success',
    });
    setValues(EMPTY_CONTACT);
    setErrors({});
    setChecked(false);
  };

  const fieldProps = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: change(name),
    label: t(`landing.contact.fields.${name}`),
    error: Boolean(errors[name]),
    helperText: fieldMessage(t, 'landing.contact.errors', errors[name]),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      // A POST: with no script at all, the fields never reach the address (docs/decisions.md).
      method="post"
      ref={form}
      noValidate
      aria-label={t('landing.contact.formLabel')}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {FIELDS.map(({ name, required, type, autoComplete }) => (
        <TextInput
          key={name}
          {...fieldProps(name)}
          required={required}
          type={type}
          autoComplete={autoComplete}
        />
      ))}
      <TextInput {...fieldProps('message')} required multiline rows={5} sx={{ gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large">
          {t('landing.contact.submit')}
        </Button>
      </Box>
    </Box>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Section
      id="contact"
      eyebrow={t('landing.contact.eyebrow')}
      title={t('landing.contact.title')}
      subtitle={t('landing.contact.subtitle')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Reveal>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
            <Box component="li" sx={{ display: 'flex', gap: 2 }}>
              <EmailIcon aria-hidden sx={{ color: 'primary.main' }} />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t('landing.contact.emailUs')}</Typography>
                <Link href={`mailto:${LANDING_CONTACT.email}`}>{LANDING_CONTACT.email}</Link>
              </Box>
            </Box>
            <Box component="li" sx={{ display: 'flex', gap: 2 }}>
              <PhoneIcon aria-hidden sx={{ color: 'primary.main' }} />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t('landing.contact.callUs')}</Typography>
                <Link href={`tel:${LANDING_CONTACT.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {LANDING_CONTACT.phone}
                </Link>
              </Box>
            </Box>
          </Box>
        </Reveal>
        <Reveal delay={0.1}>
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <ContactForm />
          </Card>
        </Reveal>
      </Box>
    </Section>
  );
}
