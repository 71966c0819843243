import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useMe } from '../../../auth/session';
import { DetailList } from '../../../components/detail-list';
import '../../../components/kobo-ui.css';

/** /dashboard/settings/profile: the signed-in user's profile, read-only. */
export function ProfilePage() {
  const me = useMe();
  const profile = me.data?.profile;
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">My Profile</Header>
      <Container>
        <div className="kobo-settings-card">
          {profile?.avatarUrl && <img className="kobo-settings-image kobo-settings-image--round" src={profile.avatarUrl} alt="Profile picture" />}
          <DetailList
            items={[
              { label: 'First Name', value: profile?.firstName },
              { label: 'Last Name', value: profile?.lastName },
              { label: 'Email', value: profile?.email || me.data?.email },
            ]}
          />
        </div>
      </Container>
    </div>
  );
}
