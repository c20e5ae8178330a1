// Tests run with a low bcrypt cost and no request logging; everything else is the real configuration.
process.env.NODE_ENV = 'test';
process.env.BCRYPT_COST ??= '4';
process.env.LOG_LEVEL ??= 'silent';
