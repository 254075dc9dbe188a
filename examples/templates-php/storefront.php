<?php
// Calls to the reference storefront with PHP's own HTTP stream wrapper (no extension needed): the page's card data,
// and the proxy that forwards the browser's other requests.
declare(strict_types=1);

/** Headers a proxy does not forward (they describe one connection, or the body's length and encoding). */
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding', 'te', 'upgrade'];

/** The browser's request headers to forward: its cookies, its content type, its conditional-request headers. */
function requestHeaders(): array
{
    $headers = [];
    foreach (getallheaders() as $name => $value) {
        if (!in_array(strtolower($name), HOP_BY_HOP, true)) $headers[] = "$name: $value";
    }
    return $headers;
}

/** The browser's cookies, for a call the page makes on its behalf. */
function cookieHeader(): array
{
    return isset($_SERVER['HTTP_COOKIE']) ? ['Cookie: ' . $_SERVER['HTTP_COOKIE']] : [];
}

/** @return array{status: int, headers: list<string>, body: string} */
function storefrontCall(string $storefront, string $method, string $url, array $headers, string $body): array
{
    $context = stream_context_create(['http' => [
        'method' => $method,
        'header' => implode("\r\n", $headers),
        'content' => $body,
        'ignore_errors' => true,
        'follow_location' => 0,
        'timeout' => 30,
    ]]);
    $answer = file_get_contents($storefront . $url, false, $context);
    if ($answer === false || !isset($http_response_header[0])) throw new RuntimeException("The storefront did not answer $method $url");
    $status = (int) explode(' ', $http_response_header[0])[1];
    return ['status' => $status, 'headers' => array_slice($http_response_header, 1), 'body' => $answer];
}

function relayCookies(array $headers): void
{
    foreach ($headers as $line) {
        if (stripos($line, 'set-cookie:') === 0) header($line, false);
    }
}

/** Forwards the browser's request to the storefront and its answer back (status, headers, body as they came). */
function proxy(string $storefront, string $url): void
{
    $headers = requestHeaders();
    $body = file_get_contents('php://input') ?: '';
    $answer = storefrontCall($storefront, $_SERVER['REQUEST_METHOD'], $url, $headers, $body);
    http_response_code($answer['status']);
    foreach ($answer['headers'] as $line) {
        $name = strtolower(trim(explode(':', $line, 2)[0]));
        if (!in_array($name, HOP_BY_HOP, true)) header($line, false);
    }
    echo $answer['body'];
}
