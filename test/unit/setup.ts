// Unit tests exercise error paths on purpose; keep the structured logger quiet.
process.env.LOG_LEVEL ??= 'SILENT';
