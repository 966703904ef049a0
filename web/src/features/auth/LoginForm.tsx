import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@kigali/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';

type Props = { onSignIn: (email: string, password: string) => Promise<void> };

/**
 * E-mail and password, validated on submit (docs/product.md#validation); typed values stay after a failure.
 */
export function LoginForm({ onSignIn }: Props) {
  const t = adminMessages.admin.auth;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await onSignIn(email, password);
    } catch (error) {
      console.error('Sign-in failed', error);
      toast.error(t.signInFailed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t.signingIn : t.signIn}
      </Button>
    </form>
  );
}
