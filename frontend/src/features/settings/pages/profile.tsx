import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { uploadImage } from '../../../api/account';
import { saveMyProfile } from '../../../api/settings';
import { errorMessage } from '../../../api/client';
import { useMe } from '../../../auth/session';
import { DetailList } from '../../../components/detail-list';
import { FormActions } from '../../../components/form-fields/form-actions';
import { TextField } from '../../../components/form-fields/text-field';
import { ImagePicker } from '../../../components/image-picker';
import { PageLoading } from '../../../components/page-loading';
import type { Profile } from '../../../../../shared/schemas/account';
import { IMAGE_TYPE_MESSAGE, isImageContentType } from '../../../../../shared/schema-values';
import type { MyProfileInput } from '../../../../../shared/schemas/settings';
import { CompanyMembership } from '../../team/leave-company';
import { useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';

const myProfileInputSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/settings').then((m) => m.myProfileInputSchema));

type Values = { firstName: string; lastName: string; avatarKey?: string };

function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const s = useSettingsSave();
  const [preview, setPreview] = useState(profile.avatarUrl);
  const [uploading, setUploading] = useState(false);
  const [avatarError, setAvatarError] = useState<string>();
  const { control, handleSubmit, setError, setValue, reset } = useForm<Values, unknown, MyProfileInput>({
    resolver: lazyZodResolver(myProfileInputSchemaLazy),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName ?? '', avatarKey: profile.avatarKey },
    mode: 'onTouched',
  });
  const save = useMutation({ mutationFn: saveMyProfile });

  const pick = async (file: File) => {
    setAvatarError(undefined);
    if (!isImageContentType(file.type)) return setAvatarError(IMAGE_TYPE_MESSAGE);
    setUploading(true);
    try {
      const { key, previewUrl } = await uploadImage('avatar', file, profile.imageMaxPx);
      setValue('avatarKey', key, { shouldDirty: true });
      setPreview(previewUrl);
    } catch (error) {
      setAvatarError(`Error uploading avatar: ${errorMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      s.profileSaved(saved);
      reset({ firstName: saved.firstName, lastName: saved.lastName ?? '', avatarKey: saved.avatarKey });
      s.done('Profile information saved');
    } catch (error) {
      s.failed(error, setError, 'Failed to update profile');
    }
  });

  return (
    <form {...schemasOnTouch(myProfileInputSchemaLazy)} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form header={<Header variant="h1">My Profile</Header>} actions={<FormActions onCancel={s.back} saving={save.isPending} savingText="Saving your profile" />}>
        <Container>
          <SpaceBetween size="m">
            <ImagePicker
              controlId="profile-avatar"
              label="Profile picture"
              description="PNG, JPEG, WebP or GIF; scaled to your image upload resolution before it is sent."
              previewUrl={preview}
              previewAlt="Your profile picture"
              uploading={uploading}
              errorText={avatarError}
              disabled={save.isPending}
              onPick={(file) => void pick(file)}
              onRemove={() => {
                setValue('avatarKey', undefined, { shouldDirty: true });
                setPreview(undefined);
              }}
            />
            <div className="kobo-form-grid">
              <TextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
              <TextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
            </div>
            <DetailList items={[{ label: 'Email', value: email }]} />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

/**
 * /dashboard/settings/profile: the signed-in user's names and picture (the e-mail is the sign-in's and is
 * shown only), and the company they belong to, which any member may leave from here.
 */
export function ProfilePage() {
  const me = useMe();
  const profile = me.data?.profile;
  if (!profile) return <PageLoading title="My Profile" />;
  return (
    <div className="kobo-ui-page">
      <ProfileForm profile={profile} email={profile.email || me.data?.email || ''} />
      <CompanyMembership />
    </div>
  );
}
