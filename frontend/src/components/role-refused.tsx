import Alert from './ui/alert';
import Header from './ui/header';

/** The page a member whose role may not use it sees instead (the API would answer them 403 anyway): its title and who may. */
export function RoleRefused({ title, children }: { title: string; children: string }) {
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">{title}</Header>
      <Alert type="warning" header="Your role does not allow this">
        {children}
      </Alert>
    </div>
  );
}
