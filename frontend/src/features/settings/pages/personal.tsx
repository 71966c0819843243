import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import RadioGroup from '../../../components/ui/radio-group';
import { saveImageResolution, saveOpeningScreen } from '../../../api/settings';
import { useMe } from '../../../auth/session';
import { FormActions } from '../../../components/form-fields/form-actions';
import { PageLoading } from '../../../components/page-loading';
import type { Profile } from '../../../../../shared/schemas/account';
import { IMAGE_RESOLUTION_LABELS, IMAGE_RESOLUTIONS } from '../../../../../shared/schema-values';
import { OPENING_SCREEN_LABELS, OPENING_SCREENS, type OpeningScreen } from '../../../../../shared/opening-screen';
import type { ImageResolutionInput } from '../../../../../shared/schemas/settings';
import { useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../settings.css';

/** A settings page of one choice, saved for the signed-in user alone (any role). */
function ChoicePage({ title, label, description, items, initial, save, saved }: {
  title: string;
  label: string;
  description: ReactNode;
  items: { value: string; label: string }[];
  initial: string;
  save: (value: string) => Promise<Profile>;
  saved: string;
}) {
  const s = useSettingsSave();
  const [value, setValue] = useState(initial);
  const mutation = useMutation({ mutationFn: save });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      s.profileSaved(await mutation.mutateAsync(value));
      s.done(saved);
    } catch (error) {
      s.failed(error);
    }
  };
  return (
    <div className="kobo-ui-page">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Form header={<Header variant="h1">{title}</Header>} actions={<FormActions onCancel={s.back} saving={mutation.isPending} savingText={`Saving the ${title.toLowerCase()}`} />}>
          <Container>
            <FormField label={label} description={description} stretch>
              <RadioGroup value={value} onChange={({ detail }) => setValue(detail.value)} ariaLabel={label} items={items} />
            </FormField>
          </Container>
        </Form>
      </form>
    </div>
  );
}

function useProfile(): Profile | undefined {
  return useMe().data?.profile ?? undefined;
}

/** /dashboard/settings/opening-screen: the page the app opens on after signing in. */
export function OpeningScreenPage() {
  const profile = useProfile();
  if (!profile) return <PageLoading title="Opening Screen" />;
  return (
    <ChoicePage
      title="Opening Screen"
      label="Open the app on"
      description="The page you land on after signing in, and when you open the app at its address. Only for you."
      items={OPENING_SCREENS.map((s) => ({ value: s, label: OPENING_SCREEN_LABELS[s] }))}
      initial={profile.openingScreen}
      save={(value) => saveOpeningScreen({ openingScreen: value as OpeningScreen })}
      saved="Opening screen saved"
    />
  );
}

/** /dashboard/settings/image-resolution: the longest side images are scaled to before they are uploaded. */
export function ImageResolutionPage() {
  const profile = useProfile();
  if (!profile) return <PageLoading title="Image upload resolution" />;
  return (
    <ChoicePage
      title="Image upload resolution"
      label="Scale images down to"
      description="Logos, profile pictures and receipts you upload are scaled in your browser so their longest side is at most this size, before they are sent. Smaller images upload faster. Only for you."
      items={IMAGE_RESOLUTIONS.map((n) => ({ value: String(n), label: IMAGE_RESOLUTION_LABELS[n] }))}
      initial={String(profile.imageMaxPx)}
      save={(value) => saveImageResolution({ maxPx: Number(value) as ImageResolutionInput['maxPx'] })}
      saved="Image upload resolution saved"
    />
  );
}
