import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, matchPath, NavLink, Route, Routes, StaticRouter, useParams, useSearchParams } from './router';

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/', '/calculators', null],
    ['/calculators', '/calculators', {}],
    ['/calculators', '/calculators/', {}],
    ['/calculators', '/calculators/extra', null],
    ['/admin/clients/:id', '/admin/clients/abc-123', { id: 'abc-123' }],
    ['/admin/clients/:id', '/admin/clients/a%20b', { id: 'a b' }],
    ['/admin/clients/:id', '/admin/clients', null],
    ['/admin/clients/:id', '/admin/clients/', null],
    ['*', '/anything/at/all', {}],
  ])('%s against %s: %j', (pattern, pathname, expected) => {
    expect(matchPath(pattern, pathname)).toEqual(expected);
  });
});

function ShowParams() {
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <p>
      id={params.id} tab={search.get('tab')}
    </p>
  );
}

const render = (location: string) =>
  renderToString(
    <StaticRouter location={location}>
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/admin" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Admin
        </NavLink>
        <Link to="/calculators?kind=tax">Tax</Link>
      </nav>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/admin/clients/:id" element={<ShowParams />} />
        <Route path="*" element={<p>not found</p>} />
      </Routes>
    </StaticRouter>,
  );

describe('the router', () => {
  it('renders the first route that matches, with its params and the query', () => {
    expect(render('/')).toContain('home page');
    expect(render('/admin/clients/c1?tab=notes')).toContain('id=<!-- -->c1<!-- --> tab=<!-- -->notes');
    expect(render('/nowhere')).toContain('not found');
  });

  it('marks the active NavLink with aria-current; an `end` link only on its own path', () => {
    const home = render('/');
    expect(home).toContain('<a aria-current="page" class="on" href="/">Home</a>');
    expect(home).toContain('<a class="off" href="/admin">Admin</a>');
    const admin = render('/admin/clients/c1');
    expect(admin).toContain('<a class="off" href="/">Home</a>');
    expect(admin).toContain('<a aria-current="page" class="on" href="/admin">Admin</a>');
    expect(admin).toContain('<a href="/calculators?kind=tax">Tax</a>');
  });
});
