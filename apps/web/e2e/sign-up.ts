// Moved to the @glossa/testing package; kept so imports of this path keep working until they are switched.
export { signUpOverHttp } from '@glossa/testing';
