<?php
// The example's server, run by PHP's built-in server for every request: a listing page of the reference storefront
// drawn by the Twig templates of @etalage/templates, everything else (the embed, the stylesheets, the images, the
// widgets' API calls) proxied to the storefront, so that the page and its widgets share one origin.
declare(strict_types=1);

require_once '/usr/share/php/Twig/autoload.php';
require_once __DIR__ . '/storefront.php';

$storefront = rtrim(getenv('ETALAGE_STOREFRONT') ?: 'http://127.0.0.1:3000', '/');
// The package's Twig folder: in a project, where the package is installed (node_modules/@etalage/templates/twig).
$templates = getenv('ETALAGE_TWIG_TEMPLATES') ?: dirname(__DIR__, 2) . '/packages/templates/twig';
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/';

if ($path === '/favicon.ico') {
    http_response_code(204);
} elseif ($path === '/') {
    header('Location: /producten/woonkamer', true, 302);
} elseif ($_SERVER['REQUEST_METHOD'] === 'GET' && preg_match('#^/producten/[a-z0-9-]+$#', $path) === 1) {
    renderListing($storefront, $templates, $_SERVER['REQUEST_URI']);
} else {
    proxy($storefront, $_SERVER['REQUEST_URI']);
}

function renderListing(string $storefront, string $templates, string $url): void
{
    $answer = storefrontCall($storefront, 'POST', '/api/v2/variant/cards', [...cookieHeader(), 'Content-Type: application/json'], json_encode(['url' => $url], JSON_THROW_ON_ERROR));
    // The storefront's visitor id (its likes and watches) goes to the browser with the page, as on its own pages.
    relayCookies($answer['headers']);
    if ($answer['status'] === 404) {
        http_response_code(404);
        header('Content-Type: text/plain; charset=utf-8');
        echo "Pagina niet gevonden\n";
        return;
    }
    if ($answer['status'] !== 200) throw new RuntimeException("The storefront answered {$answer['status']} for $url");
    // Compiled templates kept between requests (each request is a fresh PHP run); recompiled when a template changes.
    $twig = new \Twig\Environment(new \Twig\Loader\FilesystemLoader([__DIR__ . '/templates', $templates]), [
        'strict_variables' => true,
        'cache' => sys_get_temp_dir() . '/etalage-templates-php',
        'auto_reload' => true,
    ]);
    header('Content-Type: text/html; charset=utf-8');
    echo $twig->render('listing.html.twig', [
        'listing' => json_decode($answer['body'], true, 512, JSON_THROW_ON_ERROR),
        'loginUrl' => '/login?next=' . rawurlencode($url),
        'today' => date('Y-m-d'),
    ]);
}
