<?php
// Renders a batch of Twig calls for the byte-identity tests: reads [{"source": "...", "context": {...}}, ...] as
// JSON on stdin, writes the outputs as a JSON array. The templates folder is on the loader as the page's would be;
// autoescape is Twig's default ('html'), the setting the package's docs ask a template author to keep. One
// environment serves the whole batch, as one serves a page: the package's templates compile once, not per call.
require_once '/usr/share/php/Twig/autoload.php';

$calls = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
$sources = [];
foreach ($calls as $index => $call) {
    $sources["call-$index"] = $call['source'];
}
$loader = new \Twig\Loader\ChainLoader([
    new \Twig\Loader\ArrayLoader($sources),
    new \Twig\Loader\FilesystemLoader(dirname(__DIR__) . '/twig'),
]);
$twig = new \Twig\Environment($loader, ['strict_variables' => true, 'autoescape' => 'html']);
$outputs = [];
foreach ($calls as $index => $call) {
    try {
        $outputs[] = ['html' => $twig->render("call-$index", $call['context'] ?? [])];
    } catch (\Throwable $error) {
        $outputs[] = ['error' => $error->getMessage()];
    }
}
echo json_encode($outputs, JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
