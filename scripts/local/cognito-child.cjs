// Runs cognito-local as its own CLI does, except that verification and reset codes
// are handed to the parent process over IPC instead of being printed in a box:
// the parent (the local mail bridge) e-mails them to the local mailbox.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
const pino = require('pino');
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const { createDefaultServer } = require('cognito-local/lib/server');

ConsoleMessageSender.prototype.sendEmail = async function sendEmail(ctx, user, destination, message) {
  const bindings = typeof ctx.logger.bindings === 'function' ? ctx.logger.bindings() : {};
  process.send?.({ type: 'code', kind: bindings.target ?? 'Unknown', destination, code: message.__code });
};

const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'error' });

createDefaultServer(logger)
  .then((server) => server.start())
  .then(() => process.send?.({ type: 'ready' }))
  .catch((err) => {
    logger.error(err);
    process.exit(1);
  });
