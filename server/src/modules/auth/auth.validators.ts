import { body, param } from 'express-validator';
import { emailRule } from '../users/users.validators';

export const loginRules = [
  emailRule(),
  body('password')
    .isString()
    .withMessage('Password is required')
    .bail()
    .isLength({ min: 1, max: 1000 })
    .withMessage('Password is required'),
];

export const verifyRules = [
  param('token')
    .isString()
    .isLength({ min: 20, max: 200 })
    .withMessage('This verification link is invalid or has expired'),
];
