import { body, query } from 'express-validator';
import { withoutNul } from '../../lib/text-rules';
import { ROLES } from '../../db/schema';

export const ROLE_MESSAGE = 'Role must be user, mod or admin';

export const setRoleRules = [
  body('role')
    .custom((value) => typeof value === 'string' && (ROLES as readonly string[]).includes(value))
    .withMessage(ROLE_MESSAGE),
];

export const listUsersRules = [
  query('q')
    .optional()
    .isString()
    .withMessage('Search text must be at most 100 characters')
    .bail()
    .customSanitizer(withoutNul)
    .trim()
    .isLength({ max: 100 })
    .withMessage('Search text must be at most 100 characters'),
  query('limit')
    .optional()
    .isInt({ min: 1, max: 50 })
    .withMessage('limit must be a whole number from 1 to 50')
    .bail()
    .toInt(),
  query('cursor')
    .optional()
    .isString()
    .withMessage('cursor is not valid')
    .bail()
    .isLength({ max: 400 })
    .withMessage('cursor is not valid'),
];
