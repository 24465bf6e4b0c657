import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../../app/AppHeader';
import { Page } from '../../../app/Page';
import { setLanguagePath } from '../../../../core/api/paths';
import { call } from '../../../lib/http';
import { currentLanguage, saveLanguage, type Language } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';

/**
 * /language — docs/product.md §2 language chooser. The choice is stored on the device
 * first (works offline); telling the server is fire-and-forget: it is a
 * preference, not money, and the next save sends it again.
 */
export default function LanguageScreen() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Language>(currentLanguage());
  const [saving, setSaving] = useState(false);
  const title = t('language.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const save = async () => {
    setSaving(true);
    await saveLanguage(choice);
    if (getToken() && navigator.onLine) void call(setLanguagePath, { body: { language: choice }, handleErrors: true, silent: true });
    navigate('/new');
  };

  const options: Array<[Language, string]> = [
    ['en', t('language.english')],
    ['hi', t('language.hindi')],
  ];

  return (
    <Page>
      <AppHeader title={title} back="/new" />
      <div className="page__content">
        <fieldset className="radio-list">
          <legend className="visually-hidden">{title}</legend>
          {options.map(([lang, label]) => (
            <label key={lang} className="radio-row" data-testid={`language-${lang}`}>
              <input type="radio" name="language" value={lang} checked={choice === lang} onChange={() => setChoice(lang)} lang={lang} />
              <span lang={lang}>{label}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn--primary btn--block" data-testid="save-language" disabled={saving} onClick={() => void save()}>
          {t('language.save')}
        </button>
      </div>
    </Page>
  );
}
